<?php

/**
 * @file
 * Prints the preview link Drupal's `next` module gives an editor for a node, as the "Preview"
 * of the admin does (the site entry `campus`): `lab.sh php DIR drupal/lab/preview-link.php UID NID`.
 * For trying preview from Drupal's admin on the lab (docs/drupal.md); the lab never runs it itself.
 */

$account = \Drupal\user\Entity\User::load((int) ($args[0] ?? 0));
$node = \Drupal\node\Entity\Node::load((int) ($args[1] ?? 0));
if (!$account || !$node) {
  fwrite(STDERR, "usage: lab.sh php DIR drupal/lab/preview-link.php UID NID (an existing account and node)\n");
  exit(2);
}
\Drupal::currentUser()->setAccount($account);
$site = \Drupal::entityTypeManager()->getStorage('next_site')->load('campus');
echo $site->getPreviewUrlForEntity($node)->toString(), "\n";
