// The icons the public pages (landing, sign-in) and the shell's start use, one file each like ./icons.
export { default as CheckOutlined } from '@ant-design/icons/CheckOutlined';
export { default as CheckCircleFilled } from '@ant-design/icons/CheckCircleFilled';
export { default as CloseOutlined } from '@ant-design/icons/CloseOutlined';
export { default as DownOutlined } from '@ant-design/icons/DownOutlined';
export { default as EyeOutlined } from '@ant-design/icons/EyeOutlined';
export { default as EyeInvisibleOutlined } from '@ant-design/icons/EyeInvisibleOutlined';
export { default as MailOutlined } from '@ant-design/icons/MailOutlined';
export { default as PlayCircleOutlined } from '@ant-design/icons/PlayCircleOutlined';
export { default as ApiOutlined } from '@ant-design/icons/ApiOutlined';
export { default as ClusterOutlined } from '@ant-design/icons/ClusterOutlined';
export { default as ControlOutlined } from '@ant-design/icons/ControlOutlined';
export { default as DatabaseOutlined } from '@ant-design/icons/DatabaseOutlined';
export { default as SafetyCertificateOutlined } from '@ant-design/icons/SafetyCertificateOutlined';
export { default as SyncOutlined } from '@ant-design/icons/SyncOutlined';
