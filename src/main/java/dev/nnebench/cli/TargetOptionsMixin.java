package dev.nnebench.cli;

import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.nne.KeySchedule;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.target.ContainerTarget;
import dev.nnebench.target.TargetKind;
import dev.nnebench.target.TargetOptions;
import dev.nnebench.target.UrlTarget;
import picocli.CommandLine.Option;

/** Where to connect: the options shared by commands that need a target. */
final class TargetOptionsMixin {
  @Option(names = "--target", defaultValue = "loopback",
      description = "loopback (the in-repo double, own JVM), container (Oracle Free in Docker)"
          + " or url (--url) (default: ${DEFAULT-VALUE}).")
  TargetKind target;

  @Option(names = "--url", description = "Thin URL for --target url, e.g."
      + " jdbc:oracle:thin:@//host:1521/SERVICE.")
  String url;

  @Option(names = "--user", defaultValue = TargetOptions.DEFAULT_USER,
      description = "Database user (default: ${DEFAULT-VALUE}). For --target url the password"
          + " comes from $" + UrlTarget.PASSWORD_ENV + " or a prompt; the container creates"
          + " the user (not SYS or SYSTEM) with the default password.")
  String user;

  @Option(names = "--server-nne", defaultValue = "ACCEPTED",
      description = "Server NNE level for loopback and container: ACCEPTED lets the client"
          + " decide, REQUIRED forces NNE (default: ${DEFAULT-VALUE}).")
  NneLevel serverLevel;

  @Option(names = "--key-schedule", defaultValue = "UPDATED",
      description = "NNE key schedule of the loopback double: UPDATED (as a 23ai server) or"
          + " LEGACY (as an unpatched 19c) (default: ${DEFAULT-VALUE}).")
  KeySchedule keySchedule;

  TargetOptions options() {
    if (url != null && target != TargetKind.URL) {
      throw new NnebenchException(ExitCodes.USAGE, "--url is only for --target url; add"
          + " --target url or drop --url");
    }
    if (target == TargetKind.CONTAINER) {
      ContainerTarget.requireUsableUser(user);
    }
    return switch (target) {
      case URL -> TargetOptions.url(url, user, null);
      case LOOPBACK, CONTAINER -> new TargetOptions(target, null, user,
          TargetOptions.DEFAULT_PASSWORD, serverLevel, keySchedule);
    };
  }
}
