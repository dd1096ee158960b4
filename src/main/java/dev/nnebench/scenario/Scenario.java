package dev.nnebench.scenario;

import dev.nnebench.shape.Shape;
import dev.nnebench.nne.ChecksumType;
import dev.nnebench.nne.EncryptionType;
import dev.nnebench.nne.NneLevel;
import dev.nnebench.driver.DriverVersion;
import java.util.Optional;

/**
 * One thing to measure: a driver, its NNE settings, and a fetch of a shape.
 *
 * <p>"No encryption" has one canonical form, {@code (REJECTED, NONE)}: a NONE type forces level
 * REJECTED and level REJECTED forces type NONE, so both spellings give equal scenarios. The same
 * holds for the checksum.
 *
 * @param driver the ojdbc version
 * @param jce {@code oracle.net.useJCEAPI}
 * @param encryptionLevel {@code oracle.net.encryption_client}
 * @param encryption {@code oracle.net.encryption_types_client}
 * @param checksumLevel {@code oracle.net.crypto_checksum_client}
 * @param checksum {@code oracle.net.crypto_checksum_types_client}
 * @param fetchSize {@code defaultRowPrefetch} and {@code Statement.setFetchSize}, or {@link
 *     FetchSize#DRIVER_CHOOSES} to set neither
 * @param shape the rows to fetch
 * @param read how each cell is read
 */
public record Scenario(
    DriverVersion driver,
    boolean jce,
    NneLevel encryptionLevel,
    EncryptionType encryption,
    NneLevel checksumLevel,
    ChecksumType checksum,
    int fetchSize,
    Shape shape,
    ReadStyle read) {

  public static final int MAX_FETCH_SIZE = FetchSize.MAX;

  public Scenario {
    if (encryption == EncryptionType.NONE || encryptionLevel == NneLevel.REJECTED) {
      encryption = EncryptionType.NONE;
      encryptionLevel = NneLevel.REJECTED;
    }
    if (checksum == ChecksumType.NONE || checksumLevel == NneLevel.REJECTED) {
      checksum = ChecksumType.NONE;
      checksumLevel = NneLevel.REJECTED;
    }
    FetchSize.check(fetchSize);
  }

  /** A scenario that requires the given algorithms (NONE turns that service off). */
  public static Scenario of(
      DriverVersion driver, boolean jce, EncryptionType encryption, ChecksumType checksum,
      int fetchSize, Shape shape, ReadStyle read) {
    return new Scenario(driver, jce, NneLevel.REQUIRED, encryption, NneLevel.REQUIRED, checksum,
        fetchSize, shape, read);
  }

  /** Whether NNE is on: encryption or a checksum (the canonical off form is NONE for both). */
  public boolean nneOn() {
    return encryption != EncryptionType.NONE || checksum != ChecksumType.NONE;
  }

  /** Whether the application sets the fetch size (else the driver chooses). */
  public boolean setsFetchSize() {
    return fetchSize != FetchSize.DRIVER_CHOOSES;
  }

  /** The fetch size as the axis spells it: a number, or "default". */
  public String fetchSizeValue() {
    return FetchSize.label(fetchSize);
  }

  /** Why this driver cannot run this scenario, or empty if it can. */
  public Optional<String> refusal() {
    if (encryption.legacy() && !driver.offersLegacyCrypto()) {
      return Optional.of(encryption.driverName() + " encryption was removed in ojdbc "
          + driver.shortName() + " (only drivers up to 21 offer it)");
    }
    if (checksum.legacy() && !driver.offersLegacyCrypto()) {
      return Optional.of(checksum.driverName() + " checksum was removed in ojdbc "
          + driver.shortName() + " (only drivers up to 21 offer it)");
    }
    return Optional.empty();
  }

  public Scenario withDriver(DriverVersion d) {
    return new Scenario(d, jce, encryptionLevel, encryption, checksumLevel, checksum, fetchSize,
        shape, read);
  }

  public Scenario withShape(Shape s) {
    return new Scenario(driver, jce, encryptionLevel, encryption, checksumLevel, checksum,
        fetchSize, s, read);
  }

  /** A one-line description, e.g. for progress lines and error messages. */
  public String label() {
    return "driver=" + driver + " jce=" + jce
        + " encryption=" + encryptionLevel + "/" + encryption.driverName()
        + " checksum=" + checksumLevel + "/" + checksum.driverName()
        + " fetchSize=" + fetchSizeValue() + " shape=" + shape.label() + " read=" + read;
  }
}
