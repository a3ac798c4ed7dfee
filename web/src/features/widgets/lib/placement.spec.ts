import { routeTable } from '@/config/paths';

import { widgetPlacement } from './placement';

const marketing = routeTable.filter((route) => route.shell === 'marketing');

describe('widget placement', () => {
  it.each(marketing.map((route) => route.sample))(
    '[WID-01] [ROLE-01] %s shows the sales bot, the floating support bot and WhatsApp, never the bug reporter',
    (path) => {
      for (const signedIn of [false, true]) {
        expect(widgetPlacement(path, signedIn)).toEqual({
          sales: true,
          support: 'floating',
          whatsapp: true,
          bugReporter: false,
        });
      }
    },
  );

  it('[WID-03] /register/{hash} shows only the support bot, inline without its floating button', () => {
    expect(widgetPlacement('/register/abc123', false)).toEqual({
      sales: false,
      support: 'inline',
      whatsapp: false,
      bugReporter: false,
    });
    expect(widgetPlacement('/register/abc123', true).bugReporter).toBe(false);
  });

  it.each(['/dashboard', '/properties', '/properties/123', '/maintenance/kanban', '/tenants', '/tenants/7'])(
    '[WID-04] [ROLE-02] %s shows the bug reporter to a signed-in user only',
    (path) => {
      expect(widgetPlacement(path, true)).toEqual({
        sales: false,
        support: 'none',
        whatsapp: false,
        bugReporter: true,
      });
      expect(widgetPlacement(path, false).bugReporter).toBe(false);
    },
  );

  it.each(['/leases', '/documents', '/help', '/admin/users', '/propertiesx', '/login', '/register', '/support-bot'])(
    '[WID-04] %s shows no widget',
    (path) => {
      expect(widgetPlacement(path, true)).toEqual({
        sales: false,
        support: 'none',
        whatsapp: false,
        bugReporter: false,
      });
    },
  );

  it('[WID-05] the bug reporter never shows with the public widgets', () => {
    for (const route of routeTable) {
      const placement = widgetPlacement(route.sample, true);
      if (placement.bugReporter)
        expect(placement.sales || placement.whatsapp || placement.support !== 'none').toBe(false);
    }
  });
});
