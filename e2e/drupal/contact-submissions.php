<?php

/**
 * @file
 * The lab Drupal's `contact` webform submissions with a given subject, for e2e/backend.ts:
 *   lab.sh php DIR e2e/drupal/contact-submissions.php SUBJECT
 * Prints one line `JSON [{"sid": …, "webform_id": "contact", "data": {…}}, …]`.
 */

$subject = $args[0] ?? '';
if ($subject === '') {
  fwrite(STDERR, "usage: contact-submissions.php SUBJECT\n");
  exit(2);
}
$storage = \Drupal::entityTypeManager()->getStorage('webform_submission');
$found = [];
foreach ($storage->loadByProperties(['webform_id' => 'contact']) as $submission) {
  $data = $submission->getData();
  if (($data['subject'] ?? NULL) !== $subject) {
    continue;
  }
  $found[] = [
    'sid' => (int) $submission->id(),
    'webform_id' => $submission->getWebform()->id(),
    'data' => [
      'name' => $data['name'] ?? NULL,
      'email' => $data['email'] ?? NULL,
      'subject' => $data['subject'] ?? NULL,
      'message' => $data['message'] ?? NULL,
    ],
  ];
}
echo 'JSON ', json_encode($found, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES), "\n";
