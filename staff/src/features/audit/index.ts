export { AuditScreen } from './components/audit-screen';
