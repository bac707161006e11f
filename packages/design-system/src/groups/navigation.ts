export { Menu, Tabs } from 'antd';
