import type { Formation } from '@/lib/drupal/formations';
import { env } from '@/lib/env';
import { canonicalUrl, JsonLd, type JsonLdObject } from '@/lib/seo';
import { htmlToLine } from '@/lib/text';

/** schema.org `Course` of a course sheet: provider, credential, duration, blended course instance. */
export function courseJsonLd(formation: Formation): JsonLdObject {
  const provider = { '@type': 'EducationalOrganization', name: env.siteName, url: `${env.siteUrl}/` };
  const duration = formation.months ? `P${formation.months}M` : formation.hours ? `PT${formation.hours}H` : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: formation.title,
    description: htmlToLine(formation.objectives) || formation.title,
    url: canonicalUrl(formation.path),
    provider,
    inLanguage: 'fr',
    ...(formation.rncpCode ? { courseCode: formation.rncpCode } : {}),
    ...(formation.image ? { image: `${env.siteUrl}${formation.image.url}` } : {}),
    ...(formation.prerequisites ? { coursePrerequisites: htmlToLine(formation.prerequisites) } : {}),
    educationalCredentialAwarded: {
      '@type': 'EducationalOccupationalCredential',
      name: formation.title,
      ...(formation.level ? { credentialCategory: formation.level.name } : {}),
      ...(formation.certifier ? { recognizedBy: { '@type': 'Organization', name: formation.certifier } } : {}),
    },
    ...(duration ? { timeRequired: duration } : {}),
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'blended',
      ...(formation.hours ? { courseWorkload: `PT${formation.hours}H` } : {}),
      ...(formation.campus ? { location: { '@type': 'Place', name: formation.campus.name } } : {}),
    },
  };
}

export function FormationJsonLd({ formation }: { formation: Formation }) {
  return <JsonLd data={courseJsonLd(formation)} />;
}
