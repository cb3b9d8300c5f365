import { type CardHeadingLevel, formatFrenchDate, MenuCard, type MenuCourse } from '@campus/ui';
import Image from 'next/image';
import Link from 'next/link';
import type { RestaurantMenu } from '@/lib/drupal/menus';

/** The courses of a menu in the order served. */
export function menuCourses(menu: RestaurantMenu): MenuCourse[] {
  return [
    ...menu.starters.map((name) => ({ kind: 'starter' as const, name })),
    ...menu.mains.map((name) => ({ kind: 'main' as const, name })),
    ...menu.desserts.map((name) => ({ kind: 'dessert' as const, name })),
  ];
}

const dayAndMonth = { weekday: 'long', day: 'numeric', month: 'long' } as const;

/**
 * A menu as a card: its next service (or, for a past menu, its last one) above the title, the
 * courses and the price; the other service days in the summary. Nothing for a menu without a date.
 */
export function MenuTeaser({ menu, headingLevel = 3, priority = false }: { menu: RestaurantMenu; headingLevel?: CardHeadingLevel; priority?: boolean }) {
  const date = menu.nextService ?? menu.serviceDates[menu.serviceDates.length - 1];
  if (!date || !menu.path) return null;
  const others = menu.serviceDates.filter((day) => day !== date && (menu.nextService === null || day >= menu.nextService));
  return (
    <MenuCard
      title={menu.title}
      href={menu.path}
      linkAs={Link}
      headingLevel={headingLevel}
      date={date}
      courses={menuCourses(menu)}
      price={menu.price ?? undefined}
      summary={others.length > 0 ? <p>Également servi le {others.map((day) => formatFrenchDate(day, dayAndMonth)).join(' et le ')}.</p> : undefined}
      media={
        menu.image ? (
          <Image src={menu.image.url} alt={menu.image.alt} fill sizes="(min-width: 72rem) 23rem, (min-width: 40rem) 50vw, 100vw" priority={priority} />
        ) : undefined
      }
    />
  );
}
