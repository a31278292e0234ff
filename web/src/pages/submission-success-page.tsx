import { documents } from '#shared/i18n/en/screens/documents';
import { SuccessCard } from '../features/submissions/components/success-card';

export const texts = [documents];

/** /visa-success and /passport-success: the same screen (spec §2). */
export default function SubmissionSuccessPage() {
  return (
    <div className="container">
      <SuccessCard />
    </div>
  );
}
