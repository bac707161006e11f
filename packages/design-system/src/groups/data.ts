export { DatePicker, List, Table } from 'antd';
export { DateInput } from './date-input';
