// Text inputs alone: a sign-in form or a search box renders them without loading Select, Upload,
// the colour picker and the rest of the forms group (about 70 KiB gzip: infra/bench).
export { Input } from 'antd';
