export { SEARCH_DEBOUNCE_MS, useDebounced } from './use-debounced';
export { useRetained } from './use-retained';
