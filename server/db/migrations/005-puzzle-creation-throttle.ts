import { allowAttemptKinds, type Migrate } from './columns';

/** Creating a puzzle sends mail to an address the visitor types in, so it is throttled per address like logins. */
export const up: Migrate = (db, engine) => allowAttemptKinds(db, engine, ['login', 'reset', 'puzzle']);
