export { Form, Input, InputNumber, Select, Upload } from 'antd';
