export { DatePicker, List, Table } from 'antd';
