import { PageHeader } from '../components/page-header';

export default function ContactPage() {
  return <PageHeader title="Contact Us" />;
}
