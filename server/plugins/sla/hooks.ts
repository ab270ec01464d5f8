import { sql } from 'drizzle-orm';
import { orderingDescription } from '../../../contract/common.js';
import { schemasOf } from '../../../contract/resource-schemas.js';
import { sla } from '../../../contract/resources/sla.js';
import { SLA_TARGETS } from '../../../contract/sla.js';
import { slaPolicies } from '../../db/schema.js';
import type { DeclaredHooks } from '../../declared/hooks.js';
import { tableOf } from '../../declared/table.js';

const declared = tableOf(sla);

/**
 * The service levels' list is the derived one, of each target's current version (the others are
 * its history, kept for the clocks that started under them), the targets in the contract's order.
 */
const hooks: DeclaredHooks = {
  listSchema: {
    summary: 'Service-level policies: the current version of each target',
    description: `One entry per target (review, dispute_first_response, dispute_resolution), in that order by default. Filters: \`target\`. ${orderingDescription(schemasOf(sla).ordering)}`,
  },
  listWhere: () =>
    sql`${slaPolicies.version} = (select max(history.version) from ${slaPolicies} history where history.target = ${slaPolicies.target})`,
  // The declared table itself, only to say that a target sorts by its place among the targets.
  source: {
    table: declared,
    id: declared.id,
    orderBy: {
      target: sql`array_position(array[${sql.join(
        SLA_TARGETS.map((target) => sql`${target}`),
        sql`, `,
      )}], ${slaPolicies.target})`,
    },
  },
};

export default hooks;
