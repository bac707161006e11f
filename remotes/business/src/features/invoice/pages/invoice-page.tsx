import { PageHeader } from '@kanri/design-system';
import { TEXTS } from '../../../texts';

export default function InvoicePage() {
  return <PageHeader title={TEXTS.invoice.title} subtitle={TEXTS.invoice.subtitle} />;
}
