// Imported first by main.tsx: zod decides whether to compile parsers with eval when a schema is built, which
// the modules imported after this one do at import time.
import { prepareForContentSecurityPolicy } from '@/lib/csp';

prepareForContentSecurityPolicy();
