/**
 * What other modules may use of the audit log: writing an entry in their own transaction. The
 * table itself stays this module's (the list is its route).
 */
export { CLI_ACTOR, recordAudit, type AuditActor, type AuditEntry } from './audit-repository';
