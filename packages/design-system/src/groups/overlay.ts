export { Drawer, Dropdown, Modal, Popover } from 'antd';
