<?php

/**
 * @file
 * The site's OAuth client for preview reads (issue 17): the simple_oauth consumer
 * `campus-site-preview`, whose client-credentials tokens act as the account
 * `campus_site_preview` with the `previewer` role only (view any unpublished content).
 *
 * Run inside a Drupal that has the campus_site recipe (it creates the `previewer` role):
 *   lab.sh php DIR drupal/lab/oauth-consumer.php [SECRET]
 * The secret is the argument, else env DRUPAL_CLIENT_SECRET, else the lab default
 * `campus-preview-secret`; the client id is env DRUPAL_CLIENT_ID, else `campus-site-preview`.
 * Running it again updates the consumer (new secret) and the account; nothing is duplicated.
 *
 * Why a dedicated account: a client-credentials token acts as the consumer's user
 * (`user_id`), and simple_oauth's TokenAuthUser grants everything to uid 1 whatever the
 * token's scopes. So the consumer never points at admin: its account has only `previewer`,
 * and cannot log in with a password (random, never printed).
 */

use Drupal\Component\Utility\Crypt;

$client_id = getenv('DRUPAL_CLIENT_ID') ?: 'campus-site-preview';
$secret = ($args[0] ?? '') !== '' ? $args[0] : (getenv('DRUPAL_CLIENT_SECRET') ?: 'campus-preview-secret');
$account_name = 'campus_site_preview';
$role_id = 'previewer';

$entity_type_manager = \Drupal::entityTypeManager();
if (!$entity_type_manager->getStorage('user_role')->load($role_id)) {
  fwrite(STDERR, "oauth-consumer.php: the role '$role_id' is missing: apply the campus_site recipe first.\n");
  exit(1);
}

/** @var \Drupal\user\UserStorageInterface $users */
$users = $entity_type_manager->getStorage('user');
$found = $users->loadByProperties(['name' => $account_name]);
/** @var \Drupal\user\UserInterface $account */
$account = reset($found) ?: $users->create([
  'name' => $account_name,
  'mail' => 'campus-site-preview@localhost.invalid',
  'pass' => Crypt::randomBytesBase64(32),
]);
// Only `previewer`: whatever roles it was given by hand are taken back.
foreach ($account->getRoles(TRUE) as $role) {
  if ($role !== $role_id) {
    $account->removeRole($role);
  }
}
$account->addRole($role_id);
// A blocked account's tokens are revoked on first use (SimpleOauthAuthenticationProvider).
$account->activate();
$account->save();

$storage = $entity_type_manager->getStorage('consumer');
$found = $storage->loadByProperties(['client_id' => $client_id]);
/** @var \Drupal\consumers\Entity\ConsumerInterface $consumer */
$consumer = reset($found) ?: $storage->create(['client_id' => $client_id]);
$consumer->set('label', 'Campus site (preview)');
$consumer->set('description', 'The Next.js site reads drafts for preview links with client-credentials tokens of this consumer.');
$consumer->set('secret', $secret);
$consumer->set('confidential', TRUE);
$consumer->set('third_party', FALSE);
$consumer->set('user_id', $account->id());
$consumer->set('roles', [['target_id' => $role_id]]);
$consumer->save();

echo "consumer {$consumer->uuid()} client_id=$client_id user=$account_name (uid {$account->id()}) role=$role_id\n";
