import '../darshan.css';

/** What a pilgrim should know before sending the form: shown beside it. */
export function DarshanInfo() {
  return (
    <aside className="darshan-info panel" aria-labelledby="darshan-info-title">
      <h2 id="darshan-info-title">Before you book</h2>
      <ul>
        <li>
          Special Entry Darshan (₹300) quotas are released by TTD in advance and fill fast; an alternate date helps us
          secure a slot.
        </li>
        <li>Each pilgrim needs their own ticket and must carry the original Aadhaar card entered here.</li>
        <li>
          Traditional dress is required at Tirumala: dhoti or kurta-pyjama for men, saree or churidar with dupatta for
          women.
        </li>
        <li>Reach the reporting point at Tirumala on time: a missed slot cannot be moved.</li>
      </ul>
    </aside>
  );
}
