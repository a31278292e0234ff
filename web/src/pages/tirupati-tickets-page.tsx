import { PageHeader } from '../components/page-header';
import { DarshanForm } from '../features/darshan/components/darshan-form';
import { DarshanInfo } from '../features/darshan/components/darshan-info';
import { config } from '../lib/config';
import '../features/darshan/darshan.css';

export default function TirupatiTicketsPage() {
  return (
    <div className="form-page container">
      <PageHeader
        title="Tirupati Darshan Booking"
        intro="Special Entry Darshan at Tirumala for your family: send the pilgrims' details and we arrange the tickets, travel and stay."
      />
      <div className="form-page__layout">
        <DarshanForm window={config.darshanWindow} />
        <DarshanInfo />
      </div>
    </div>
  );
}
