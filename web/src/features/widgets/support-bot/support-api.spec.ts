import { supportBotFrameUrl } from './support-api';

describe('support bot frame address', () => {
  it('[WID-10] adds country=UK to the configured support-bot URL', () => {
    expect(supportBotFrameUrl('/support-bot')).toBe('/support-bot?country=UK');
    expect(supportBotFrameUrl('https://help.example.com/bot?lang=en')).toBe(
      'https://help.example.com/bot?lang=en&country=UK',
    );
    expect(supportBotFrameUrl('https://help.example.com/bot#chat')).toBe(
      'https://help.example.com/bot?country=UK#chat',
    );
  });
});
