// The display-name and initials rules live in contracts (one rule for server and screens).
export { displayName, initials, type DisplayNameSource } from '@kanri/contracts/constants';
