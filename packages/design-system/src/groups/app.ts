// antd's App (the hooks API of message, notification and modal): no screen uses it, and eagerly it
// costs every page about 17 KiB gzip (infra/bench). Toasts go through notistack (toast/).
export { App } from 'antd';
