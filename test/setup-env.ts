// Integration tests run every service against the run's own database (see global-setup.ts).
process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
process.env.LOG_LEVEL ??= 'error';
