import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { milestoneCategories, milestoneTemplates } from '../schema/index.ts';
import { checklistAges, type Said, type SeedCategory } from './catalogue-types.ts';
import { cognitive } from './cognitive.ts';
import { language } from './language.ts';
import { movement } from './movement.ts';
import { socialEmotional } from './social-emotional.ts';

/** The starting catalogue, in the order the CDC's checklists list their areas. */
export const seedCatalogue: SeedCategory[] = [socialEmotional, language, cognitive, movement];

const ageGroup: Said = {
  en: '2 months to 5 years',
  es: 'De 2 meses a 5 años',
  fr: 'De 2 mois à 5 ans',
  de: '2 Monate bis 5 Jahre',
};

const others = ['es', 'fr', 'de'] as const;
/** `{ es: { title: … }, fr: …, de: … }` from each field's four texts. */
function translationsOf<Field extends string>(fields: Record<Field, Said>) {
  return Object.fromEntries(
    others.map((language) => [
      language,
      Object.fromEntries(Object.entries<Said>(fields).map(([f, said]) => [f, said[language]])),
    ]),
  );
}

/** The checklist age before `age` (0 before the first): where a milestone's range starts. */
const previousAge = (age: number) => [0, ...checklistAges].filter((a) => a < age).pop() ?? 0;

/**
 * Every centre starts with the catalogue (decision 033): when it has no category at all, the
 * CDC-based one is added. Directors' edits and retirements are kept (nothing is ever deleted,
 * so the catalogue never becomes empty again). Two processes starting at once take turns.
 */
export async function ensureMilestoneCatalogue(tx: DbOrTx, at: Date = new Date()) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('milestone-catalogue'))`);
  const existing = await tx
    .select({ id: milestoneCategories.id })
    .from(milestoneCategories)
    .limit(1);
  if (existing.length > 0) return;
  for (const [index, category] of seedCatalogue.entries()) {
    const [row] = await tx
      .insert(milestoneCategories)
      .values({
        name: category.name.en,
        description: category.description.en,
        ageGroup: ageGroup.en,
        iconName: category.iconName,
        colorTheme: category.colorTheme,
        sortOrder: index + 1,
        translations: translationsOf({
          name: category.name,
          description: category.description,
          ageGroup,
        }),
        createdAt: at,
      })
      .returning({ id: milestoneCategories.id });
    await tx.insert(milestoneTemplates).values(
      category.milestones.map(([age, skillType, en, es, fr, de], i) => {
        const celebration = category.celebrations[i % category.celebrations.length]!;
        const tip = category.tips[age]!;
        return {
          categoryId: row!.id,
          title: en,
          ageRangeMin: previousAge(age),
          ageRangeMax: age,
          skillType,
          // The checklists do not grade their milestones: directors may.
          difficultyLevel: 'medium',
          stickerDesign: category.stickers[i % category.stickers.length]!,
          celebrationMessage: celebration.en,
          parentTip: tip.en,
          translations: translationsOf({
            title: { en, es, fr, de },
            celebrationMessage: celebration,
            parentTip: tip,
          }),
          createdAt: at,
        };
      }),
    );
  }
}
