// testTimeout is a global jest option, not a per-project one: browser walks need longer than 5 s.
jest.setTimeout(120_000);
