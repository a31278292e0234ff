import { PageHeader } from '../components/page-header';

export default function EnquiryPage() {
  return <PageHeader title="Enquiry" />;
}
