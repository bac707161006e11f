// The rule lives with the other rules of tracked time in the contracts, so the API's CSV writes durations the same way.
export { formatDuration } from '@kanri/contracts/constants';
