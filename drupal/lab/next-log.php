<?php

/**
 * @file
 * Prints the `next` module's last log entries, oldest first: each revalidation it asked of the
 * site and whether the site answered 200 (the lab turns the module's debug log on, configure.php),
 * and any failure. `lab.sh php DIR drupal/lab/next-log.php [COUNT]`; scripts/e2e-drupal.mjs prints
 * them when a journey failed, so a board that kept an old offer says whether Drupal asked.
 */

$count = max(1, (int) ($args[0] ?? 80));
$rows = \Drupal::database()->select('watchdog', 'w')
  ->fields('w', ['wid', 'timestamp', 'severity', 'message', 'variables'])
  ->condition('type', 'next')
  ->orderBy('wid', 'DESC')
  ->range(0, $count)
  ->execute()
  ->fetchAll();
foreach (array_reverse($rows) as $row) {
  $variables = @unserialize($row->variables, ['allowed_classes' => FALSE]) ?: [];
  $message = strip_tags(strtr((string) $row->message, array_map('strval', array_filter($variables, 'is_scalar'))));
  // The revalidation URLs carry the shared secret: not in a log.
  $message = preg_replace('/secret=[^&\s]+/', 'secret=***', $message);
  printf("%s %s\n", gmdate('H:i:s', (int) $row->timestamp), $message);
}
if (!$rows) {
  echo "(no entry of the next module)\n";
}
