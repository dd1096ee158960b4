package dev.nnebench.cli;

import dev.nnebench.driver.DriverVersion;
import dev.nnebench.failure.ExitCodes;
import dev.nnebench.failure.NnebenchException;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.scenario.ReadStyle;
import dev.nnebench.scenario.Scenario;
import dev.nnebench.shape.Shape;
import picocli.CommandLine.Option;

/** The driver and NNE options shared by commands that connect. */
final class ScenarioOptions {
  @Option(names = "--driver", defaultValue = "23", converter = Converters.Driver.class,
      description = "ojdbc major version: 23, 21, 19, 18 or 12 (default: ${DEFAULT-VALUE}).")
  DriverVersion driver;

  @Option(names = "--jce", defaultValue = "true", arity = "1",
      converter = Converters.StrictBoolean.class,
      description = "oracle.net.useJCEAPI: true or false (default: ${DEFAULT-VALUE}).")
  boolean jce;

  @Option(names = "--encryption", defaultValue = "AES256", converter = Converters.Encryption.class,
      description = "NONE, AES128, AES192, AES256, 3DES112, 3DES168 (default: ${DEFAULT-VALUE}).")
  EncryptionType encryption;

  @Option(names = "--encryption-level", defaultValue = "REQUIRED",
      description = "oracle.net.encryption_client: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
  NneLevel encryptionLevel;

  @Option(names = "--checksum", defaultValue = "SHA256", converter = Converters.Checksum.class,
      description = "NONE, SHA1, SHA256, SHA384, SHA512, MD5 (default: ${DEFAULT-VALUE}).")
  ChecksumType checksum;

  @Option(names = "--checksum-level", defaultValue = "REQUIRED",
      description = "oracle.net.crypto_checksum_client: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
  NneLevel checksumLevel;

  /** The scenario these options describe; impossible combinations fail as usage errors. */
  Scenario scenario(int fetchSize, Shape shape, ReadStyle read) {
    Scenario s;
    try {
      s = new Scenario(driver, jce, encryptionLevel, encryption, checksumLevel, checksum,
          fetchSize, shape, read);
    } catch (IllegalArgumentException e) {
      throw new NnebenchException(ExitCodes.USAGE, e.getMessage());
    }
    s.refusal().ifPresent(reason -> {
      throw new NnebenchException(ExitCodes.USAGE, reason + "; pick another --encryption,"
          + " --checksum or --driver");
    });
    return s;
  }
}
