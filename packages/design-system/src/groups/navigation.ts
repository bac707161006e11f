export { Menu, Tabs } from 'antd';
export { Breadcrumb } from 'antd';
