import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection.ts';
import { companies } from '../../db/schema.ts';

// Companies are not a tenant's rows: only the platform's super users reach them here (docs/hseq.md §1).

export interface CompanyHseqRow {
  id: number;
  hasHseqConnection: boolean;
  hseqUrl: string | null;
  hseqToken: string | null;
}

const hseqColumns = {
  id: companies.id,
  hasHseqConnection: companies.hasHseqConnection,
  hseqUrl: companies.hseqUrl,
  hseqToken: companies.hseqToken,
};

export async function findCompanyHseq(db: Executor, companyId: number, forUpdate = false): Promise<CompanyHseqRow | undefined> {
  const query = db.select(hseqColumns).from(companies).where(eq(companies.id, companyId)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateCompanyHseq(db: Executor, companyId: number, values: Omit<CompanyHseqRow, 'id'>): Promise<void> {
  await db.update(companies).set(values).where(eq(companies.id, companyId));
}
