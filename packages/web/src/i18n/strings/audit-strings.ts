import en from '../en/audit.json';
import es from '../es/audit.json';
import { addStrings } from '../i18n.ts';

// The activity log's strings come with its chunk, not with the signed-in shell (app-strings.ts).
export const auditStrings = { en, es };

addStrings(auditStrings);
