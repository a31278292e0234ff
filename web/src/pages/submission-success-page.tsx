import { PageHeader } from '../components/page-header';

export default function SubmissionSuccessPage() {
  return <PageHeader title="Submission Successful" />;
}
