export { Drawer, Dropdown, Modal, Popover } from 'antd';
export { Popconfirm } from 'antd';
