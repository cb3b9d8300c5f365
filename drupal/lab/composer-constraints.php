<?php

/**
 * @file
 * Checks drupal/composer.json against the Drupal the lab runs (issue 17): every `drupal/*`
 * requirement and `php` must admit the version the lab proves (the kit's core, the contrib
 * modules' `version:` lines as drupal.org's Composer facade numbers them, 8.x-1.17 → 1.17.0),
 * with composer's own constraint semantics (Composer\Semver, in the kit's vendor/); and every
 * contrib module of the lab must be required (a row with a null constraint otherwise).
 *
 *   php drupal/lab/composer-constraints.php LAB_DIR [COMPOSER_JSON]
 *
 * Prints one `JSON [...]` line, a row per requirement; exits 1 when one is not admitted, 2 on
 * bad arguments. It needs only the lab's code tree, not its database.
 */

[, $lab, $composer_json] = $argv + [NULL, NULL, __DIR__ . '/../composer.json'];
if (!$lab || !is_file("$lab/vendor/autoload.php") || !is_file($composer_json)) {
  fwrite(STDERR, "usage: php composer-constraints.php LAB_DIR [COMPOSER_JSON]\n");
  exit(2);
}
require "$lab/vendor/autoload.php";

use Composer\Semver\Semver;

$core = \Drupal::VERSION;
$rows = [];
$require = json_decode(file_get_contents($composer_json), TRUE)['require'];
// Every contrib module of the lab is one the site's Drupal needs: each must be required.
foreach (glob("$lab/web/modules/contrib/*", GLOB_ONLYDIR) as $dir) {
  $require += ['drupal/' . basename($dir) => NULL];
}
foreach ($require as $name => $constraint) {
  if ($name === 'php') {
    $version = PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION . '.' . PHP_RELEASE_VERSION;
  }
  elseif (in_array($name, ['drupal/core', 'drupal/core-recommended', 'drupal/core-composer-scaffold'], TRUE)) {
    $version = $core;
  }
  elseif (str_starts_with($name, 'drupal/')) {
    $module = substr($name, strlen('drupal/'));
    $info = "$lab/web/modules/contrib/$module/$module.info.yml";
    $version = is_file($info) && preg_match("/^version: *'?([^'\\n]+)/m", file_get_contents($info), $match) ? $match[1] : NULL;
    if ($version !== NULL) {
      $version = preg_replace('/^\d+\.x-/', '', $version);
      // 1.17 → 1.17.0 (and 6.2-beta1 → 6.2.0-beta1), as the facade does for two-part releases.
      $version = preg_replace('/^(\d+\.\d+)(?=$|-)/', '$1.0', $version);
    }
  }
  else {
    // Composer plugins and the school's own path package: not part of what the lab proves.
    continue;
  }
  $rows[] = [
    'package' => $name,
    'constraint' => $constraint,
    'lab' => $version,
    'admitted' => $version !== NULL && $constraint !== NULL && Semver::satisfies($version, $constraint),
  ];
}
echo 'JSON ', json_encode($rows, JSON_UNESCAPED_SLASHES), "\n";
exit(in_array(FALSE, array_column($rows, 'admitted'), TRUE) ? 1 : 0);
