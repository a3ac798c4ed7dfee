// testTimeout is a global jest option, not a per-project one: booting services needs longer than 5 s.
jest.setTimeout(60_000);
