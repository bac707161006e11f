export { Form, Input, InputNumber, Select, Upload } from 'antd';
export { AutoComplete, Radio, Rate } from 'antd';
export { ColorInput } from './color-input';
