<?php

/**
 * @file
 * Loads the cms's demo content into the lab Drupal, run by scripts/lib/drupal-lab.mjs:
 *   lab.sh php DIR drupal/lab/import-demo.php EXPORT_DIR [LAB_DATA_JSON]
 *
 * EXPORT_DIR is what the cms's `content:export DIR` writes (one JSON file per resource type,
 * `node--offre_emploi.json`…, and the public files under `files/`). LAB_DATA_JSON holds what the
 * export does not: `passwords` (account name => demo password; the export never carries
 * passwords) and `configUuids` (config name => the UUID the cms gives that content type or
 * vocabulary). Every entity keeps the cms's UUID, so both backends answer with the same ids; the
 * cms's administrator, whom the export leaves out but who owns content, is uid 1. Users come first (with their roles and
 * passwords), then terms, files (copied to public://) and nodes, with their fields, references,
 * path aliases, published state, authors and created/changed times. Node references between
 * nodes (métiers ↔ formations) are set in a second save of the same revision.
 *
 * Writes the counts per resource type to DIR/demo-import.json. Entities that already exist (same
 * UUID) are updated, so the script can run again.
 */

use Drupal\Core\Entity\ContentEntityInterface;
use Drupal\Core\Field\FieldDefinitionInterface;
use Drupal\datetime\Plugin\Field\FieldType\DateTimeItemInterface;
use Drupal\pathauto\PathautoState;
use Drupal\user\Entity\Role;

[$lab_export_dir, $lab_data_file] = $args + [NULL, NULL];
if (!$lab_export_dir || !is_dir($lab_export_dir)) {
  fwrite(STDERR, "usage: import-demo.php EXPORT_DIR [LAB_DATA_JSON]\n");
  exit(2);
}
$lab_data = $lab_data_file ? json_decode(file_get_contents($lab_data_file), TRUE, 512, JSON_THROW_ON_ERROR) : [];
$lab_passwords = $lab_data['passwords'] ?? [];

/**
 * The entities of one resource type in the export ([] when the type has none).
 */
function lab_read_export(string $dir, string $type): array {
  $file = "$dir/$type.json";
  return is_file($file) ? json_decode(file_get_contents($file), TRUE, 512, JSON_THROW_ON_ERROR) : [];
}

/**
 * An RFC 3339 time of the export as Drupal's whole seconds.
 */
function lab_timestamp(string $iso): int {
  return (new DateTimeImmutable($iso))->getTimestamp();
}

/**
 * The entity with this UUID, or NULL.
 */
function lab_by_uuid(string $entity_type, string $uuid): ?ContentEntityInterface {
  $found = \Drupal::entityTypeManager()->getStorage($entity_type)->loadByProperties(['uuid' => $uuid]);
  return $found ? reset($found) : NULL;
}

/**
 * The langcode to store: the export's when Drupal has that language, else the site's default.
 */
function lab_langcode(?string $langcode): string {
  $manager = \Drupal::languageManager();
  return $langcode && $manager->getLanguage($langcode) ? $langcode : $manager->getDefaultLanguage()->getId();
}

/**
 * Does this field point at nodes (set in the second pass)?
 */
function lab_targets_nodes(FieldDefinitionInterface $definition): bool {
  return $definition->getType() === 'entity_reference' && $definition->getSetting('target_type') === 'node';
}

/**
 * One value of the export (JSON:API shape) as a Drupal field item.
 */
function lab_item(FieldDefinitionInterface $definition, mixed $value, array &$warnings): mixed {
  switch ($definition->getType()) {
    case 'entity_reference':
    case 'image':
    case 'file':
      $target_type = $definition->getSetting('target_type');
      $target = is_array($value) && isset($value['id']) ? lab_by_uuid($target_type, $value['id']) : NULL;
      if (!$target) {
        $warnings[] = $definition->getName() . ': no ' . $target_type . ' ' . json_encode($value['id'] ?? $value);
        return NULL;
      }
      $item = ['target_id' => $target->id()];
      foreach (['alt', 'title', 'width', 'height', 'description', 'display'] as $key) {
        if (isset($value['meta'][$key])) {
          $item[$key] = $value['meta'][$key];
        }
      }
      return $item;

    case 'datetime':
      if (!is_string($value) || $definition->getSetting('datetime_type') === 'date') {
        return $value;
      }
      // Stored in UTC without an offset; JSON:API shows it in the site's time zone again.
      return (new DateTimeImmutable($value))
        ->setTimezone(new DateTimeZone('UTC'))
        ->format(DateTimeItemInterface::DATETIME_STORAGE_FORMAT);

    case 'text':
    case 'text_long':
    case 'text_with_summary':
      if (!is_array($value)) {
        return ['value' => $value, 'format' => 'basic_html'];
      }
      return array_intersect_key($value, ['value' => 1, 'format' => 1, 'summary' => 1]);

    case 'link':
      return is_array($value) ? array_intersect_key($value, ['uri' => 1, 'title' => 1, 'options' => 1]) : ['uri' => $value];

    default:
      return $value;
  }
}

/**
 * Sets the export's bundle fields on an entity. $only: 'all', 'not-nodes' or 'nodes' (references to nodes).
 */
function lab_set_fields(ContentEntityInterface $entity, array $fields, string $only, array &$warnings): void {
  $definitions = $entity->getFieldDefinitions();
  foreach ($fields as $name => $value) {
    if (in_array($name, ['mail'], TRUE)) {
      continue;
    }
    $definition = $definitions[$name] ?? NULL;
    if (!$definition) {
      $warnings[] = $entity->getEntityTypeId() . '--' . $entity->bundle() . ": no field $name in Drupal (skipped)";
      continue;
    }
    $to_nodes = lab_targets_nodes($definition);
    if (($only === 'not-nodes' && $to_nodes) || ($only === 'nodes' && !$to_nodes)) {
      continue;
    }
    $values = is_array($value) && array_is_list($value) ? $value : ($value === NULL ? [] : [$value]);
    $items = [];
    foreach ($values as $one) {
      $item = lab_item($definition, $one, $warnings);
      if ($item !== NULL) {
        $items[] = $item;
      }
    }
    $entity->set($name, $items);
  }
}

/**
 * No revalidation calls for the import's saves: the `next` module would send one per node, at
 * shutdown, to the site's /api/revalidate, running or not. This process only; called again after
 * the caches are flushed (a new container has its listeners back).
 */
function lab_mute_revalidation(): void {
  if (!class_exists('Drupal\next\Event\EntityEvents')) {
    return;
  }
  $dispatcher = \Drupal::service('event_dispatcher');
  foreach ($dispatcher->getListeners(\Drupal\next\Event\EntityEvents::ENTITY_ACTION) as $listener) {
    $dispatcher->removeListener(\Drupal\next\Event\EntityEvents::ENTITY_ACTION, $listener);
  }
}
lab_mute_revalidation();

$lab_storage = fn(string $type) => \Drupal::entityTypeManager()->getStorage($type);
$lab_warnings = [];
$lab_counts = [];
$lab_started = microtime(TRUE);

// Resource types of the export, by entity type.
$lab_types = [];
foreach (glob("$lab_export_dir/*--*.json") as $lab_file) {
  [$lab_entity_type, $lab_bundle] = explode('--', basename($lab_file, '.json'), 2);
  $lab_types[$lab_entity_type][] = $lab_bundle;
}

// Users (not the cms's administrator, which the export leaves out: its content belongs to uid 1 here).
$lab_uids = [];
foreach (lab_read_export($lab_export_dir, 'user--user') as $lab_row) {
  $user = lab_by_uuid('user', $lab_row['uuid']) ?? $lab_storage('user')->create(['uuid' => $lab_row['uuid']]);
  $user->setUsername($lab_row['label']);
  $user->setEmail($lab_row['fields']['mail'] ?? NULL);
  $user->set('init', $lab_row['fields']['mail'] ?? NULL);
  $user->set('status', $lab_row['status'] ? 1 : 0);
  $user->set('langcode', lab_langcode($lab_row['langcode'] ?? NULL));
  $user->set('preferred_langcode', lab_langcode($lab_row['langcode'] ?? NULL));
  $user->set('timezone', 'Europe/Paris');
  if (isset($lab_passwords[$lab_row['label']])) {
    $user->setPassword($lab_passwords[$lab_row['label']]);
  }
  else {
    $lab_warnings[] = "user {$lab_row['label']}: no demo password (cannot log in)";
  }
  foreach ($lab_row['roles'] ?? [] as $lab_role) {
    if (in_array($lab_role, ['authenticated', 'anonymous'], TRUE)) {
      continue;
    }
    if (Role::load($lab_role)) {
      $user->addRole($lab_role);
    }
    else {
      $lab_warnings[] = "user {$lab_row['label']}: no role $lab_role in Drupal";
    }
  }
  lab_set_fields($user, $lab_row['fields'], 'all', $lab_warnings);
  $user->set('created', lab_timestamp($lab_row['created']));
  $user->set('changed', lab_timestamp($lab_row['changed']));
  $user->save();
  $lab_uids[$lab_row['uuid']] = (int) $user->id();
  $lab_counts['user--user'] = ($lab_counts['user--user'] ?? 0) + 1;
}
$lab_owner = fn(?string $uuid) => $uuid !== NULL && isset($lab_uids[$uuid]) ? $lab_uids[$uuid] : 1;

// The cms's administrator: the owner that is not an exported account. Drupal's uid 1 takes its UUID.
$lab_unknown_owners = [];
foreach (glob("$lab_export_dir/*--*.json") as $lab_file) {
  foreach (json_decode(file_get_contents($lab_file), TRUE, 512, JSON_THROW_ON_ERROR) as $lab_row) {
    if (!empty($lab_row['owner']) && !isset($lab_uids[$lab_row['owner']])) {
      $lab_unknown_owners[$lab_row['owner']] = TRUE;
    }
  }
}
if (count($lab_unknown_owners) === 1 && !lab_by_uuid('user', array_key_first($lab_unknown_owners))) {
  $lab_admin = $lab_storage('user')->load(1);
  $lab_admin->set('uuid', array_key_first($lab_unknown_owners));
  $lab_admin->save();
}

// Content types and vocabularies: the cms's (name-based) UUIDs, written in their configuration
// (a config entity refuses a new UUID through its API).
foreach ($lab_data['configUuids'] ?? [] as $lab_name => $lab_uuid) {
  $lab_config = \Drupal::configFactory()->getEditable($lab_name);
  if (!$lab_config->isNew() && $lab_config->get('uuid') !== $lab_uuid) {
    $lab_config->set('uuid', $lab_uuid)->save(TRUE);
  }
}

// Terms, in the export's order (weights come with them).
foreach ($lab_types['taxonomy_term'] ?? [] as $lab_bundle) {
  if (!\Drupal::entityTypeManager()->getStorage('taxonomy_vocabulary')->load($lab_bundle)) {
    $lab_warnings[] = "no vocabulary $lab_bundle in Drupal: its terms are skipped";
    continue;
  }
  foreach (lab_read_export($lab_export_dir, "taxonomy_term--$lab_bundle") as $lab_row) {
    $term = lab_by_uuid('taxonomy_term', $lab_row['uuid']) ?? $lab_storage('taxonomy_term')->create(['uuid' => $lab_row['uuid'], 'vid' => $lab_bundle]);
    $term->set('name', $lab_row['label']);
    $term->set('status', $lab_row['status'] ? 1 : 0);
    $term->set('weight', $lab_row['weight'] ?? 0);
    $term->set('langcode', lab_langcode($lab_row['langcode'] ?? NULL));
    $lab_fields = $lab_row['fields'];
    $lab_parents = $lab_fields['parent'] ?? NULL;
    unset($lab_fields['parent']);
    lab_set_fields($term, $lab_fields, 'all', $lab_warnings);
    if ($lab_parents) {
      $term->set('parent', array_map(fn($parent) => lab_by_uuid('taxonomy_term', $parent['id'])?->id() ?? 0, $lab_parents));
    }
    if ($lab_row['pathAlias']) {
      $term->set('path', ['alias' => $lab_row['pathAlias'], 'pathauto' => PathautoState::SKIP]);
    }
    $term->set('changed', lab_timestamp($lab_row['changed']));
    $term->set('revision_created', lab_timestamp($lab_row['changed']));
    $term->save();
    $lab_counts["taxonomy_term--$lab_bundle"] = ($lab_counts["taxonomy_term--$lab_bundle"] ?? 0) + 1;
  }
}

// Files: the bytes to public://, then the file entity.
$lab_fs = \Drupal::service('file_system');
foreach (lab_read_export($lab_export_dir, 'file--file') as $lab_row) {
  $lab_uri = $lab_row['fields']['uri'] ?? NULL;
  if (!is_string($lab_uri) || !str_starts_with($lab_uri, 'public://')) {
    $lab_warnings[] = "file {$lab_row['uuid']}: not a public:// file (skipped)";
    continue;
  }
  $lab_relative = substr($lab_uri, strlen('public://'));
  $lab_source = "$lab_export_dir/files/$lab_relative";
  if (!is_file($lab_source)) {
    $lab_warnings[] = "file {$lab_row['uuid']}: $lab_source is missing (skipped)";
    continue;
  }
  $lab_target_dir = dirname($lab_uri);
  $lab_fs->prepareDirectory($lab_target_dir, \Drupal\Core\File\FileSystemInterface::CREATE_DIRECTORY);
  copy($lab_source, $lab_fs->realpath($lab_uri));
  $file = lab_by_uuid('file', $lab_row['uuid']) ?? $lab_storage('file')->create(['uuid' => $lab_row['uuid']]);
  $file->set('uri', $lab_uri);
  $file->set('filename', $lab_row['label']);
  $file->set('filemime', $lab_row['fields']['filemime'] ?? 'application/octet-stream');
  $file->set('filesize', $lab_row['fields']['filesize'] ?? filesize($lab_source));
  $file->set('uid', $lab_owner($lab_row['owner']));
  $file->set('langcode', lab_langcode($lab_row['langcode'] ?? NULL));
  $file->setPermanent();
  $file->set('created', lab_timestamp($lab_row['created']));
  $file->set('changed', lab_timestamp($lab_row['changed']));
  $file->save();
  $lab_counts['file--file'] = ($lab_counts['file--file'] ?? 0) + 1;
}

// Nodes: everything but the references to nodes, then those (second save, same revision).
$lab_second_pass = [];
foreach ($lab_types['node'] ?? [] as $lab_bundle) {
  if (!\Drupal::entityTypeManager()->getStorage('node_type')->load($lab_bundle)) {
    $lab_warnings[] = "no content type $lab_bundle in Drupal: its nodes are skipped";
    continue;
  }
  foreach (lab_read_export($lab_export_dir, "node--$lab_bundle") as $lab_row) {
    $node = lab_by_uuid('node', $lab_row['uuid']) ?? $lab_storage('node')->create(['uuid' => $lab_row['uuid'], 'type' => $lab_bundle]);
    $lab_uid = $lab_owner($lab_row['owner']);
    $node->set('title', $lab_row['label']);
    $node->set('status', $lab_row['status'] ? 1 : 0);
    // Under a content moderation workflow the state decides the status.
    if ($node->hasField('moderation_state') && \Drupal::service('content_moderation.moderation_information')->isModeratedEntity($node)) {
      $node->set('moderation_state', $lab_row['status'] ? 'published' : 'draft');
    }
    $node->set('uid', $lab_uid);
    $node->set('revision_uid', $lab_uid);
    $node->set('langcode', lab_langcode($lab_row['langcode'] ?? NULL));
    $node->set('promote', !empty($lab_row['fields']['promote']) ? 1 : 0);
    $node->set('sticky', !empty($lab_row['fields']['sticky']) ? 1 : 0);
    $lab_fields = array_diff_key($lab_row['fields'], ['promote' => 1, 'sticky' => 1]);
    lab_set_fields($node, $lab_fields, 'not-nodes', $lab_warnings);
    // The cms's alias, kept as it is (Pathauto would make another from the title).
    $node->set('path', $lab_row['pathAlias']
      ? ['alias' => $lab_row['pathAlias'], 'pathauto' => PathautoState::SKIP]
      : ['pathauto' => PathautoState::SKIP]);
    $lab_changed = lab_timestamp($lab_row['changed']);
    $lab_has_node_refs = FALSE;
    foreach (array_keys($lab_fields) as $lab_name) {
      $lab_definition = $node->getFieldDefinition($lab_name);
      $lab_has_node_refs = $lab_has_node_refs || ($lab_definition && lab_targets_nodes($lab_definition));
    }
    $node->set('created', lab_timestamp($lab_row['created']));
    // ChangedItem keeps a value that differs from the saved one: the second save sets the real one.
    $node->set('changed', $lab_has_node_refs ? $lab_changed - 1 : $lab_changed);
    $node->setRevisionCreationTime($lab_changed);
    $node->setNewRevision($node->isNew());
    $node->save();
    if ($lab_has_node_refs) {
      $lab_second_pass[] = [$node->id(), $lab_fields, $lab_changed];
    }
    $lab_counts["node--$lab_bundle"] = ($lab_counts["node--$lab_bundle"] ?? 0) + 1;
  }
}
foreach ($lab_second_pass as [$lab_nid, $lab_fields, $lab_changed]) {
  $node = $lab_storage('node')->load($lab_nid);
  lab_set_fields($node, $lab_fields, 'nodes', $lab_warnings);
  $node->set('changed', $lab_changed);
  $node->setNewRevision(FALSE);
  $node->save();
}

// A company's offer follows Pathauto from now on, as on the cms: a new title moves it to the
// title's alias under /offres-emploi/ (the demo's alias stays until the offer is saved again).
if (\Drupal::moduleHandler()->moduleExists('pathauto')) {
  $lab_state = \Drupal::keyValue('pathauto_state.node');
  foreach (lab_read_export($lab_export_dir, 'node--offre_emploi') as $lab_row) {
    $node = lab_by_uuid('node', $lab_row['uuid']);
    if ($node) {
      $lab_state->set(PathautoState::getPathautoStateKey($node->id()), PathautoState::CREATE);
    }
  }
}

foreach (array_unique($lab_warnings) as $lab_warning) {
  fwrite(STDERR, "warning: $lab_warning\n");
}
$lab_dir = dirname(DRUPAL_ROOT);
file_put_contents("$lab_dir/demo-import.json", json_encode(['counts' => $lab_counts, 'warnings' => array_values(array_unique($lab_warnings))], JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE) . "\n");
drupal_flush_all_caches();
lab_mute_revalidation();
printf("imported the demo content in %.1f s: %s\n", microtime(TRUE) - $lab_started, implode(', ', array_map(fn($type, $n) => "$n $type", array_keys($lab_counts), $lab_counts)));
