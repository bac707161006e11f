// Async boundary: shared modules (React, design-system…) are negotiated before any app code runs.
void import('./bootstrap');
