import '../enquiries.css';

/** The 'how it works' card beside every ticket form, so a visitor knows what the WhatsApp hand-off leads to. */
export function BookingSteps({ steps }: { steps: string[] }) {
  return (
    <aside className="booking-steps panel" aria-labelledby="booking-steps-title">
      <h2 id="booking-steps-title" className="booking-steps__title">
        How booking works
      </h2>
      <ol className="booking-steps__list">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="booking-steps__note">No payment is taken on this site. You pay only after you confirm the options we send you.</p>
    </aside>
  );
}
