import type { CompanyHseq, CompanyHseqInput } from '@huella/contracts';
import type { Db, Executor } from '../../db/connection.ts';
import { fieldError, notFound, permissionDenied } from '../../http/errors.ts';
import type { TenantContext } from '../../http/tenant-context.ts';
import * as repo from './repository.ts';

/** The platform's configuration is for its super users (docs/hseq.md §1); everyone else, a company's own super users included, gets 403. */
function requirePlatformSuper(ctx: TenantContext): void {
  if (!ctx.company.platform || ctx.role !== 'super') throw permissionDenied();
}

function body(row: repo.CompanyHseqRow): CompanyHseq {
  return { id: row.id, has_hseq_connection: row.hasHseqConnection, url: row.hseqUrl, has_token: row.hseqToken !== null };
}

export async function getCompanyHseq(db: Executor, ctx: TenantContext, companyId: number): Promise<CompanyHseq> {
  requirePlatformSuper(ctx);
  const row = await repo.findCompanyHseq(db, companyId);
  if (!row) throw notFound();
  return body(row);
}

/** `url` and `token`: absent keeps the stored value, null clears it; the token is never answered. */
export async function updateCompanyHseq(db: Db, ctx: TenantContext, companyId: number, input: CompanyHseqInput): Promise<CompanyHseq> {
  requirePlatformSuper(ctx);
  return db.transaction(async (tx) => {
    const row = await repo.findCompanyHseq(tx, companyId, true);
    if (!row) throw notFound();
    const values = {
      hasHseqConnection: input.has_hseq_connection,
      hseqUrl: input.url === undefined ? row.hseqUrl : input.url,
      hseqToken: input.token === undefined ? row.hseqToken : input.token,
    };
    if (values.hasHseqConnection && !values.hseqUrl) throw fieldError('url', 'hseq_url_required');
    await repo.updateCompanyHseq(tx, companyId, values);
    return body({ id: companyId, ...values });
  });
}
