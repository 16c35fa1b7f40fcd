// SPDX-License-Identifier: MIT
// Stand-ins for the Celo contracts the runnable samples read, installed at their real addresses on the local node
// (scripts/samples/chain.mjs). Each is as small as the samples need and has no access control: the runner sets the
// state with plain calls after `anvil_setCode`. They are not Celo's contracts and model only what a sample reads.
pragma solidity ^0.8.20;

/** An ERC-20 (a Mento stablecoin, USDC, USDT, WETH...): name, symbol and decimals set by `init`. */
contract StandInToken {
    string public name;
    string public symbol;
    uint8 public decimals;
    uint256 public totalSupply;
    mapping(address => uint256) public balanceOf;
    mapping(address => mapping(address => uint256)) public allowance;

    event Transfer(address indexed from, address indexed to, uint256 value);
    event Approval(address indexed owner, address indexed spender, uint256 value);

    function init(string calldata name_, string calldata symbol_, uint8 decimals_) external {
        name = name_;
        symbol = symbol_;
        decimals = decimals_;
    }

    function mint(address to, uint256 value) external {
        totalSupply += value;
        balanceOf[to] += value;
        emit Transfer(address(0), to, value);
    }

    /** What the protocol does for a CIP-64 transaction: the fee leaves the sender's balance. */
    function debitGasFees(address from, uint256 value) external {
        balanceOf[from] -= value;
        totalSupply -= value;
    }

    function transfer(address to, uint256 value) external returns (bool) {
        _move(msg.sender, to, value);
        return true;
    }

    function approve(address spender, uint256 value) external returns (bool) {
        allowance[msg.sender][spender] = value;
        emit Approval(msg.sender, spender, value);
        return true;
    }

    function transferFrom(address from, address to, uint256 value) external returns (bool) {
        uint256 allowed = allowance[from][msg.sender];
        require(allowed >= value, "ERC20: insufficient allowance");
        if (allowed != type(uint256).max) allowance[from][msg.sender] = allowed - value;
        _move(from, to, value);
        return true;
    }

    function _move(address from, address to, uint256 value) internal {
        require(balanceOf[from] >= value, "ERC20: transfer amount exceeds balance");
        balanceOf[from] -= value;
        balanceOf[to] += value;
        emit Transfer(from, to, value);
    }
}

/** GoldToken, CELO's ERC-20 face (token duality): balances are the native balances. */
contract StandInGoldToken {
    string public constant name = "Celo native asset";
    string public constant symbol = "CELO";
    uint8 public constant decimals = 18;
    uint256 public constant totalSupply = 1_000_000_000 ether;

    event Transfer(address indexed from, address indexed to, uint256 value);

    function balanceOf(address owner) external view returns (uint256) {
        return owner.balance;
    }

    function transfer(address, uint256) external pure returns (bool) {
        revert("stand-in GoldToken: an ERC-20 transfer of CELO is not modelled; send CELO natively");
    }
}

/** The adapter that lets a 6-decimal token pay fees in 18-decimal units. */
contract StandInFeeCurrencyAdapter {
    address public adaptedTokenAddress;
    bool public answersAdaptedToken;
    uint256 public constant digitDifference = 1e12;

    function init(address token, bool answersAdaptedToken_) external {
        adaptedTokenAddress = token;
        answersAdaptedToken = answersAdaptedToken_;
    }

    /** Celo's own adapter (USDC) answers this; newer ones (USDT) do not. */
    function adaptedToken() external view returns (address) {
        require(answersAdaptedToken, "stand-in adapter: this adapter answers only getAdaptedToken()");
        return adaptedTokenAddress;
    }

    function getAdaptedToken() external view returns (address) {
        return adaptedTokenAddress;
    }

    /** Fee amounts and balances through the adapter are in 18-decimal units. */
    function decimals() external pure returns (uint8) {
        return 18;
    }

    function balanceOf(address owner) external view returns (uint256) {
        return StandInToken(adaptedTokenAddress).balanceOf(owner) * digitDifference;
    }
}

/** The Registry at 0x…ce10: contract names to addresses. */
contract StandInRegistry {
    mapping(bytes32 => address) private registry;

    /** Celo's core contracts report their version (storage, major, minor, patch). */
    function getVersionNumber() external pure returns (uint256, uint256, uint256, uint256) {
        return (1, 1, 0, 0);
    }

    function setAddressFor(string calldata identifier, address addr) external {
        registry[keccak256(abi.encodePacked(identifier))] = addr;
    }

    function getAddressFor(bytes32 identifierHash) public view returns (address) {
        return registry[identifierHash];
    }

    function getAddressForOrDie(bytes32 identifierHash) public view returns (address) {
        require(registry[identifierHash] != address(0), "identifier has no registry entry");
        return registry[identifierHash];
    }

    function getAddressForString(string calldata identifier) external view returns (address) {
        return getAddressFor(keccak256(abi.encodePacked(identifier)));
    }

    function getAddressForStringOrDie(string calldata identifier) external view returns (address) {
        return getAddressForOrDie(keccak256(abi.encodePacked(identifier)));
    }
}

/** The FeeCurrencyDirectory: the allowed fee currencies, their oracles, exchange rates and intrinsic gas. */
contract StandInFeeCurrencyDirectory {
    struct CurrencyConfig {
        address oracle;
        uint256 intrinsicGas;
    }

    address[] private currencies;
    mapping(address => CurrencyConfig) private configs;
    mapping(address => uint256[2]) private rates;

    function setCurrencyConfig(address token, address oracle, uint256 intrinsicGas, uint256 numerator, uint256 denominator)
        external
    {
        if (configs[token].oracle == address(0)) currencies.push(token);
        configs[token] = CurrencyConfig(oracle, intrinsicGas);
        rates[token] = [numerator, denominator];
    }

    function getCurrencies() external view returns (address[] memory) {
        return currencies;
    }

    function getCurrencyConfig(address token) external view returns (CurrencyConfig memory) {
        return configs[token];
    }

    function getExchangeRate(address token) external view returns (uint256 numerator, uint256 denominator) {
        require(configs[token].oracle != address(0), "Currency not in the directory");
        return (rates[token][0], rates[token][1]);
    }
}

/** Multicall3 at its usual address, which viem's Celo chains name for `multicall`: only `aggregate3`. */
contract StandInMulticall3 {
    struct Call3 {
        address target;
        bool allowFailure;
        bytes callData;
    }

    struct Result {
        bool success;
        bytes returnData;
    }

    function aggregate3(Call3[] calldata calls) external payable returns (Result[] memory returnData) {
        returnData = new Result[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            (bool success, bytes memory data) = calls[i].target.call(calls[i].callData);
            require(success || calls[i].allowFailure, "Multicall3: call failed");
            returnData[i] = Result(success, data);
        }
    }
}

// The core contracts below answer with fixed values (Celo's fractions are fixidity numbers, 1e24 = 1): they check
// that a sample calls functions the real contract has (their signatures follow @celo/abis) and decodes what they
// return, not Mainnet's numbers.

/** EpochRewards: the reward schedule's parameters. */
contract StandInEpochRewards {
    uint256 private constant FIXED1 = 1e24;

    function getTargetVotingYieldParameters() external pure returns (uint256, uint256, uint256) {
        return (FIXED1 / 6250, FIXED1 / 2000, 0);
    }

    function getRewardsMultiplierParameters() external pure returns (uint256, uint256, uint256) {
        return (2 * FIXED1, FIXED1 / 2, 5 * FIXED1);
    }

    function getRewardsMultiplier() external pure returns (uint256) {
        return FIXED1;
    }

    function getCommunityRewardFraction() external pure returns (uint256) {
        return FIXED1 / 4;
    }

    function getCarbonOffsettingFraction() external pure returns (uint256) {
        return FIXED1 / 1000;
    }

    function getTargetGoldTotalSupply() external pure returns (uint256) {
        return 700_000_000 ether;
    }

    function carbonOffsettingPartner() external pure returns (address) {
        return 0x00000000000000000000000000000000000000CF;
    }
}

/** LockedGold: the unlocking period and an account's locked CELO (none locked). */
contract StandInLockedGold {
    function unlockingPeriod() external pure returns (uint256) {
        return 3 days;
    }

    function getAccountTotalLockedGold(address) external pure returns (uint256) {
        return 0;
    }

    function getAccountNonvotingLockedGold(address) external pure returns (uint256) {
        return 0;
    }

    function getPendingWithdrawals(address) external pure returns (uint256[] memory, uint256[] memory) {
        return (new uint256[](0), new uint256[](0));
    }
}

/** Governance: the proposal parameters, and no proposal yet. */
contract StandInGovernance {
    uint256 private constant FIXED1 = 1e24;

    function minDeposit() external pure returns (uint256) {
        return 5000 ether;
    }

    function queueExpiry() external pure returns (uint256) {
        return 28 days;
    }

    function dequeueFrequency() external pure returns (uint256) {
        return 1 days;
    }

    function concurrentProposals() external pure returns (uint256) {
        return 3;
    }

    function getReferendumStageDuration() external pure returns (uint256) {
        return 5 days;
    }

    function getExecutionStageDuration() external pure returns (uint256) {
        return 3 days;
    }

    function getParticipationParameters() external pure returns (uint256, uint256, uint256, uint256) {
        return (FIXED1 / 20, FIXED1 / 100, FIXED1 / 5, FIXED1 / 2);
    }

    function proposalCount() external pure returns (uint256) {
        return 0;
    }
}

/** Accounts: registration, the data encryption key and the metadata URL an account sets. */
contract StandInAccounts {
    mapping(address => bool) public isAccount;
    mapping(address => bytes) private dataEncryptionKeys;
    mapping(address => string) private metadataURLs;

    function createAccount() external returns (bool) {
        require(!isAccount[msg.sender], "Account exists");
        isAccount[msg.sender] = true;
        return true;
    }

    function setAccountDataEncryptionKey(bytes calldata dataEncryptionKey) external {
        require(isAccount[msg.sender], "Unknown account");
        dataEncryptionKeys[msg.sender] = dataEncryptionKey;
    }

    function getDataEncryptionKey(address account) external view returns (bytes memory) {
        return dataEncryptionKeys[account];
    }

    function setMetadataURL(string calldata metadataURL) external {
        require(isAccount[msg.sender], "Unknown account");
        metadataURLs[msg.sender] = metadataURL;
    }

    function getMetadataURL(address account) external view returns (string memory) {
        return metadataURLs[account];
    }
}
