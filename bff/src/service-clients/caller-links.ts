import type { CallerContext, CallerLinksBody } from '@pm/contracts';
import { needsCallerLinks, type ServiceClient } from '@pm/kit';

/** Services whose records an owner's or tenant's links open (ISO-02): their calls carry the links. */
export const LINKED_SERVICES = ['portfolio', 'maintenance'] as const;

const identityOf = ({ userId, companyId, role }: CallerContext): CallerContext => ({ userId, companyId, role });

/**
 * ISO-02: an owner's or tenant's links (their owner or tenant record and the properties they may see), added to
 * the caller before it is signed for portfolio or maintenance, so each service narrows by them and its
 * row-level security reads the same settings. Resolved once per request: the caller object is the request's
 * own (`request.user`, which every controller, resolver and loader passes on), so the answer is kept against
 * it, shared by every call of the request and forgotten with it. The company's staff need no links and cost no
 * call; a trade has none until jobs are assigned, and sees nothing.
 */
export class CallerLinks {
  private readonly resolved = new WeakMap<CallerContext, Promise<CallerContext>>();

  /** `portfolio`: a client of its own, whose calls are signed as they are (it is how links are found). */
  constructor(private readonly portfolio: ServiceClient) {}

  complete(caller: CallerContext): Promise<CallerContext> {
    if (!needsCallerLinks(caller)) return Promise.resolve(caller);
    let linked = this.resolved.get(caller);
    if (!linked) {
      linked = this.lookup(identityOf(caller));
      this.resolved.set(caller, linked);
    }
    return linked;
  }

  private async lookup(caller: CallerContext): Promise<CallerContext> {
    const links = await this.portfolio.get<CallerLinksBody>('/v1/caller-links', { caller });
    return {
      ...caller,
      ...(links.ownerId ? { ownerId: links.ownerId } : {}),
      ...(links.tenantId ? { tenantId: links.tenantId } : {}),
      propertyIds: links.propertyIds,
    };
  }

  onModuleDestroy(): Promise<void> {
    return this.portfolio.close();
  }
}
