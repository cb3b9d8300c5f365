<?php

/**
 * @file
 * The lab's site settings, run by scripts/lib/drupal-lab.mjs after the recipe:
 *   lab.sh php DIR drupal/lab/configure.php SITE_URL REVALIDATE_URL REVALIDATE_SECRET PREVIEW_URL PREVIEW_SECRET
 *
 * - French as the default language and Europe/Paris as the time zone (the cms serves langcode "fr"; aliases are looked up in the
 *   current language), with no URL prefix for French;
 * - the `next` module's site entry `campus` (the recipe creates it with placeholders): the site's
 *   /api/revalidate and /api/draft with their secrets;
 * - JSON:API Extras "include count" (docs/drupal.md).
 * Idempotent: run again with other values, it updates them.
 */

use Drupal\language\Entity\ConfigurableLanguage;

[$site_url, $revalidate_url, $revalidate_secret, $preview_url, $preview_secret] = $args + array_fill(0, 5, NULL);
if (!$site_url || !$revalidate_url || !$revalidate_secret || !$preview_url || !$preview_secret) {
  fwrite(STDERR, "usage: configure.php SITE_URL REVALIDATE_URL REVALIDATE_SECRET PREVIEW_URL PREVIEW_SECRET\n");
  exit(2);
}
// (Not $config: this file runs in the global scope, where $config holds settings.php overrides.)
$cf = \Drupal::configFactory();

// French by default.
if (!\Drupal::moduleHandler()->moduleExists('language')) {
  \Drupal::service('module_installer')->install(['language']);
}
if (!ConfigurableLanguage::load('fr')) {
  ConfigurableLanguage::createFromLangcode('fr')->save();
}
if ($cf->get('system.site')->get('default_langcode') !== 'fr') {
  $cf->getEditable('system.site')->set('default_langcode', 'fr')->save();
}
$negotiation = $cf->getEditable('language.negotiation');
$prefixes = $negotiation->get('url.prefixes') ?: [];
if (($prefixes['fr'] ?? NULL) !== '' || ($prefixes['en'] ?? NULL) !== 'en') {
  $prefixes['fr'] = '';
  $prefixes['en'] = 'en';
  $negotiation->set('url.prefixes', $prefixes)->save();
}

// The school's time zone: JSON:API shows date-and-time fields in it, as the cms does (+01:00/+02:00).
if ($cf->get('system.date')->get('timezone.default') !== 'Europe/Paris') {
  $cf->getEditable('system.date')->set('timezone.default', 'Europe/Paris')->set('timezone.user.configurable', TRUE)->save();
}

// The site entry of the `next` module.
$storage = \Drupal::entityTypeManager()->getStorage('next_site');
$site = $storage->load('campus') ?: $storage->create(['id' => 'campus', 'label' => 'Campus des métiers']);
$site->set('base_url', $site_url);
$site->set('preview_url', $preview_url);
$site->set('preview_secret', $preview_secret);
$site->set('revalidate_url', $revalidate_url);
$site->set('revalidate_secret', $revalidate_secret);
$site->save();

// The lab logs each revalidation the `next` module asks of the site, and the answer (dblog, type
// `next`): scripts/e2e-drupal.mjs prints them when a journey fails (drupal/lab/next-log.php).
if (!$cf->get('next.settings')->get('debug')) {
  $cf->getEditable('next.settings')->set('debug', TRUE)->save();
}

// Page numbers in the site's paginators.
if (\Drupal::moduleHandler()->moduleExists('jsonapi_extras')) {
  $cf->getEditable('jsonapi_extras.settings')->set('include_count', TRUE)->save();
}

drupal_flush_all_caches();
echo "configured: default language fr, time zone Europe/Paris, next site 'campus' (revalidate $revalidate_url, preview $preview_url), include_count\n";
