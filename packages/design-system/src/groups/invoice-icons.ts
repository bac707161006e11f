// Icons of the invoice screens (print, PDF), one file each like the others (see components/icons.tsx).
export { default as FilePdfOutlined } from '@ant-design/icons/FilePdfOutlined';
export { default as PrinterOutlined } from '@ant-design/icons/PrinterOutlined';
