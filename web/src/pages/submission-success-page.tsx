import { SuccessCard } from '../features/submissions/components/success-card';

/** /visa-success and /passport-success: the same screen (spec §2). */
export default function SubmissionSuccessPage() {
  return (
    <div className="container">
      <SuccessCard />
    </div>
  );
}
