import { PageFrame } from '../../layout/PageFrame';

/** The index page; react-admin checks authentication for the dashboard itself. */
export const Dashboard = () => <PageFrame title="resources.dashboard.name" />;
